// Categories without zod, so the web shell can use them without pulling the schemas in.

export const COURSE_TYPES = ['forex-trading', 'crypto-trading', 'stock-trading', 'commodities-trading'] as const;
export const ROBOT_TYPES = ['forex-robot', 'commodities-robot', 'crypto-robot'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];
export type RobotType = (typeof ROBOT_TYPES)[number];

/** The storefront routes are plural (`forex-robots`); robot types are singular (`forex-robot`). */
export const robotTypeOfRoute = (route: string) => route.replace(/s$/, '') as RobotType;
export const robotRouteOfType = (type: string) => `${type}s`;

/** The storefront's listings, one per category: each course type, each robot type in the plural. */
export type ListingRoute = CourseType | `${RobotType}s`;
export const LISTING_ROUTES: readonly ListingRoute[] = [...COURSE_TYPES, ...ROBOT_TYPES.map((t) => `${t}s` as const)];

/** A listing's order; newest first unless the customer picks another. */
export const LISTING_SORTS = ['newest', 'relevance', 'price-asc', 'price-desc', 'title', 'rating'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
