import '../styles.css';
import { registerTranslations } from '@zapdesk/i18n';
import { en, es, pt } from '../features/schedules/i18n/schedules-texts';
import { en as ticketsEn, es as ticketsEs, pt as ticketsPt } from '../features/ticket/i18n/tickets-texts';
import { SchedulesPage } from '../features/schedules/components/SchedulesPage';

// The schedule dialog's contact picker speaks the tickets namespace; both live with this remote.
registerTranslations('schedules', { pt, en, es });
registerTranslations('tickets', { pt: ticketsPt, en: ticketsEn, es: ticketsEs });

export default SchedulesPage;
