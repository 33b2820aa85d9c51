import { HomePage, homeMetadata } from '@/app/[lang]/(shop)/home-page';
import { keptView } from '../../kept-view';

const view = keptView(HomePage, homeMetadata);
export const generateStaticParams = view.generateStaticParams;
export const generateMetadata = view.generateMetadata;
export default view.Page;
