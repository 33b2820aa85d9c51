import ToolsPage, { generateMetadata as toolsMetadata } from '@/app/[lang]/(shop)/tools/page';
import { keptView, PLAIN } from '../../kept-view';

const view = keptView(() => ToolsPage(PLAIN), () => toolsMetadata(PLAIN));
export const generateStaticParams = view.generateStaticParams;
export const generateMetadata = view.generateMetadata;
export default view.Page;
