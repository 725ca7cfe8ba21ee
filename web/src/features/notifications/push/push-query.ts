import { graphql } from '../../../gql';

/** The server's VAPID key and her devices: what "Push notifications on this device" shows. */
export const PushDevicesQuery = graphql(`
  query PushDevices {
    pushPublicKey
    myPushDevices {
      id
      endpoint
      device
      createdAt
    }
  }
`);

export const RegisterPushDeviceMutation = graphql(`
  mutation RegisterPushDevice($input: PushDeviceInput!) {
    registerPushDevice(input: $input) {
      id
    }
  }
`);

export const RemovePushDeviceMutation = graphql(`
  mutation RemovePushDevice($endpoint: String) {
    removePushDevice(endpoint: $endpoint)
  }
`);

export const SendTestPushMutation = graphql(`
  mutation SendTestPush {
    sendTestPush {
      sent
      dropped
      failed
    }
  }
`);
