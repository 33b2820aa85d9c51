import { AreaWords } from '@/components/i18n/AreaWords';

/** The admin's pages: their components' words come with them, so a customer's pages never carry them. */
export default function AdminPages({ children }: { children: React.ReactNode }) {
  return <AreaWords area="admin">{children}</AreaWords>;
}
