import '../styles.css';
import { HelpsPage } from '../features/helps/components/HelpsPage';

export default HelpsPage;
