import ReviewPage, { generateMetadata as reviewMetadata } from '@/app/[lang]/(shop)/review/page';
import { keptView, PLAIN } from '../../kept-view';

const view = keptView(() => ReviewPage(PLAIN), () => reviewMetadata(PLAIN));
export const generateStaticParams = view.generateStaticParams;
export const generateMetadata = view.generateMetadata;
export default view.Page;
