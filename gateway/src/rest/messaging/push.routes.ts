import { z } from 'zod';
import { defineRoute } from '../framework.js';
import {
  RestMyPushDevicesDocument,
  RestPushPublicKeyDocument,
  RestRegisterPushDeviceDocument,
  RestRemovePushDeviceDocument,
  RestSendTestPushDocument,
  type RestPushDeviceFragment,
} from '../gql/graphql.js';

const pushDeviceJson = z.object({
  id: z.guid(),
  endpoint: z.string(),
  device: z.string().nullable(),
  created_at: z.string(),
});

const toPushDeviceJson = (device: RestPushDeviceFragment): z.infer<typeof pushDeviceJson> => ({
  id: device.id,
  endpoint: device.endpoint,
  device: device.device,
  created_at: device.createdAt,
});

/** Web Push (docs/api.md, "Push notifications"): the key browsers subscribe with, the viewer's devices, a test push. */
export const pushRoutes = [
  defineRoute({
    method: 'GET',
    path: '/push/public-key',
    summary: 'The server’s VAPID public key for pushManager.subscribe (null when push is not set up)',
    operation: RestPushPublicKeyDocument,
    variables: () => ({}),
    returns: z.object({ public_key: z.string().nullable() }),
    response: (data) => ({ public_key: data.pushPublicKey }),
  }),
  defineRoute({
    method: 'GET',
    path: '/push/devices',
    summary: 'The devices on which the signed-in member turned push notifications on',
    auth: 'required',
    operation: RestMyPushDevicesDocument,
    variables: () => ({}),
    returns: z.array(pushDeviceJson),
    response: (data) => data.myPushDevices.map(toPushDeviceJson),
  }),
  defineRoute({
    method: 'POST',
    path: '/push/devices',
    summary: 'Turn push notifications on for this device (its PushSubscription.toJSON())',
    auth: 'required',
    body: z.object({
      endpoint: z.string().min(1).max(2048),
      keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
      device: z.string().max(200).nullable().optional(),
    }),
    operation: RestRegisterPushDeviceDocument,
    variables: ({ body }) => ({ input: { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, device: body.device ?? null } }),
    returns: pushDeviceJson,
    response: (data) => toPushDeviceJson(data.registerPushDevice),
    status: 201,
  }),
  defineRoute({
    method: 'DELETE',
    path: '/push/devices/:id',
    summary: 'Turn push notifications off for one of her devices',
    auth: 'required',
    params: z.object({ id: z.guid() }),
    operation: RestRemovePushDeviceDocument,
    variables: ({ params }) => ({ id: params.id, endpoint: null }),
    returns: z.object({ id: z.guid(), removed: z.boolean() }),
    response: (data, { params }) => ({ id: params.id, removed: data.removePushDevice }),
  }),
  defineRoute({
    method: 'POST',
    path: '/push/test',
    summary: 'Send a test notification to each of her devices',
    auth: 'required',
    operation: RestSendTestPushDocument,
    variables: () => ({}),
    returns: z.object({ sent: z.number().int(), dropped: z.number().int(), failed: z.number().int() }),
    response: (data) => ({ sent: data.sendTestPush.sent, dropped: data.sendTestPush.dropped, failed: data.sendTestPush.failed }),
  }),
];
