import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum DataExportState {
  pending = 'pending',
  ready = 'ready',
  downloaded = 'downloaded',
  failed = 'failed',
}

registerEnumType(DataExportState, {
  name: 'DataExportState',
  description: 'Where a copy of a member\'s data stands',
  valuesConfig: {
    pending: { description: 'Being gathered from every service' },
    ready: { description: 'Ready to download once, until expiresAt' },
    downloaded: { description: 'Downloaded (the archive is deleted); a new one can be asked for' },
    failed: { description: 'Could not be made; a new one can be asked for' },
  },
});

@ObjectType('DataExport', { description: 'A copy of a member\'s data (docs/privacy.md): one zip with a README and one JSON file per service' })
export class DataExport {
  @Field(() => DataExportState, { description: 'Where it stands' })
  status!: DataExportState;

  @Field(() => Date, { description: 'When it was asked for' })
  requestedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was ready' })
  readyAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Until when it can be downloaded (7 days after it was ready)' })
  expiresAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was downloaded' })
  downloadedAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'Size of the archive in bytes' })
  sizeBytes!: number | null;

  @Field(() => String, { nullable: true, description: 'Why it failed' })
  problem!: string | null;
}

@ObjectType('DataExportLink', { description: 'A one-time download link of a ready archive (a new link replaces the previous one)' })
export class DataExportLink {
  @Field(() => String, { description: 'The link: it works once, without signing in; the archive is deleted after the download' })
  url!: string;

  @Field(() => Date, { description: 'Until when it works' })
  expiresAt!: Date;
}
