import { schemaResolver } from '@/components/ui/schemaResolver';
import { contactMessageSchema } from '@/lib/validation/contact';

/** The contact form's validation, loaded on demand by ContactForm (see there why). */
export const contactResolver = schemaResolver(contactMessageSchema);
