import type { ComponentType } from 'react';
import type { CourseSummary, RobotSummary } from '@academy/shared/catalogue';

/**
 * What a card or a detail page offers for its item (the cart's Add to cart, or Open in dashboard):
 * given by the page that shows the catalogue, so this feature does not depend on the cart.
 */
export type ItemAction = ComponentType<{ item: CourseSummary | RobotSummary; className?: string }>;
