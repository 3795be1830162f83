import '../styles.css';
import { ChatsPage } from '../features/chats/components/ChatsPage';

export default ChatsPage;
