export { DEFAULT_PUSH_TTL_SECONDS, generatedPushSettings, pushSettingsFromEnvironment, type PushSettings } from './settings';
export { MAX_PUSH_PAYLOAD_BYTES, PushPayloadTooLarge, pushPayload, sendPush, type PushOptions, type PushOutcome, type PushSubscriptionKeys } from './send';
