import '../styles.css';
import { registerTranslations } from '@zapdesk/i18n';
import { en, es, pt } from '../features/files/i18n/files-texts';
import { FilesPage } from '../features/files/components/FilesPage';

// The files namespace lives with this remote: registered before the screen renders.
registerTranslations('files', { pt, en, es });

export default FilesPage;
