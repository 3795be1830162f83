export { BOT_TURN_JOB, botFor, botJobs, botReleasedPatch, runBotTurns, runBotTurnsBatch, runBotsOnMessage } from './engine';
