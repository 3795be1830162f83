import '../styles.css';
import { AnnouncementsPage } from '../features/announcements/components/AnnouncementsPage';

export default AnnouncementsPage;
