/**
 * Fixed ids of the demo members, so every subgraph's demo seed can refer to the same people
 * (accounts creates them; community, events and the others seed content by them).
 */
export const demoUserIds = {
  olivia: '0b6a4f1e-5d1c-4c1e-9a51-000000000001',
  maya: '0b6a4f1e-5d1c-4c1e-9a51-000000000002',
  priya: '0b6a4f1e-5d1c-4c1e-9a51-000000000003',
  jasmine: '0b6a4f1e-5d1c-4c1e-9a51-000000000004',
  sofia: '0b6a4f1e-5d1c-4c1e-9a51-000000000005',
  hannah: '0b6a4f1e-5d1c-4c1e-9a51-000000000006',
  grace: '0b6a4f1e-5d1c-4c1e-9a51-000000000007',
} as const;

export type DemoMember = keyof typeof demoUserIds;

/** How many demo events events-wellness seeds (its seeder checks it), and their ids (media-reviews knows them from its own seed). */
export const DEMO_EVENT_COUNT = 9;
export const demoEventId = (index: number): string => `0b6a4f1e-5d1c-4c1e-9a51-3${String(index + 1).padStart(11, '0')}`;
