export * from './crud';
export { CAMPAIGN_TRANSITIONS, assertTransition as assertCampaignTransition, canMove as canCampaignMove, isEditable as isCampaignEditable, serializeCampaign, serializeCampaigns } from './internal';
export * from './jobs';
export * from './lifecycle';
export * from './report';
export * from './settings';
export * from './template';
