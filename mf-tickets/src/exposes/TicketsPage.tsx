import '../styles.css';
import { registerTranslations } from '@zapdesk/i18n';
import { en, es, pt } from '../features/ticket-lists/i18n/tickets-texts';
import { TicketsPage } from '../features/ticket-lists/components/TicketsPage';

// The tickets namespace travels with the remote (not in the shell's first load); it overrides the shell's few keys.
registerTranslations('tickets', { pt, en, es });

export default TicketsPage;
