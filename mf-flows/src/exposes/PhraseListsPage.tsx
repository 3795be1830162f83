import '../styles.css';
import { PhraseListsPage } from '../features/phrase-lists/components/PhraseListsPage';

export default PhraseListsPage;
