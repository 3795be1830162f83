export { BOT_TURN_JOB, botFor, botJobs, botReleasedPatch, runBotTurns, runBotsOnMessage } from './engine';
