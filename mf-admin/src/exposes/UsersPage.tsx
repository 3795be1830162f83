import '../styles.css';
import { UsersPage } from '../features/users/components/UsersPage';

export default UsersPage;
