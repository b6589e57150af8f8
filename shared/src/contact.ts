import { z } from 'zod';
import { email, personName } from './fields.ts';

export const contactRequest = z.object({
  name: personName('Name'),
  email,
  message: z.string().trim().min(10, { message: 'Please write at least 10 characters' }).max(4000, { message: 'Please keep it under 4,000 characters' }),
});
export type ContactRequest = z.infer<typeof contactRequest>;
