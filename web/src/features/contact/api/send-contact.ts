import type { ContactRequest } from '@academy/shared/contact';
import { api } from '../../../lib/api-client.ts';

export const sendContact = (input: ContactRequest) => api('contact', { body: input });
