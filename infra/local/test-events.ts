import type { LaneEvent } from './event-bus.js';

/** An AccessPurchased event as the local bus hands it to a consumer (event-bus.ts `publish`). */
export function accessPurchased(id: string, detail: unknown): LaneEvent {
  return {
    version: '0',
    id,
    'detail-type': 'AccessPurchased',
    source: 'lane.payments',
    account: '000000000000',
    time: new Date().toISOString(),
    region: 'local',
    resources: [],
    detail,
  };
}
