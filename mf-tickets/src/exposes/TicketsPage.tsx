import '../styles.css';
import { registerTranslations } from '@zapdesk/i18n';
import { en, es, pt } from '../features/ticket/i18n/tickets-texts';
import { en as schedulesEn, es as schedulesEs, pt as schedulesPt } from '../features/schedules/i18n/schedules-texts';
import { TicketsPage } from '../features/ticket-lists/components/TicketsPage';

// The tickets namespace lives with this remote alone (the shell shows none of its texts): it is not in the shell's
// first load, and is registered before the screen renders. The schedule dialog (row, options menu, contact drawer) speaks schedules.
registerTranslations('tickets', { pt, en, es });
registerTranslations('schedules', { pt: schedulesPt, en: schedulesEn, es: schedulesEs });

export default TicketsPage;
