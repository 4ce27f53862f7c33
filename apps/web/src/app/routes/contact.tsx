import './content-texts';

export { ContactPage as ContactRoute } from '../../features/contact/components/contact-page';
