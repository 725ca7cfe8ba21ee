import { Field, InputType, ObjectType } from 'type-graphql';
import { DigestDay, NotificationPreferenceType } from './preference-type.js';

@ObjectType('NotificationChannelSetting', { description: 'Her switches for one type of notification' })
@InputType('NotificationChannelSettingInput', { description: 'Her switches for one type' })
export class NotificationChannelSetting {
  @Field(() => NotificationPreferenceType, { description: 'What it is about' })
  type!: NotificationPreferenceType;

  @Field(() => Boolean, { description: 'Shown in the app (the bell)' })
  inApp!: boolean;

  @Field(() => Boolean, { description: 'Mailed to her' })
  mail!: boolean;

  @Field(() => Boolean, { description: 'Pushed to the devices where she turned push on' })
  push!: boolean;
}

@ObjectType('QuietHours', { description: 'Local times of day between which nothing is pushed or mailed (delivered after)' })
@InputType('QuietHoursInput', { description: 'Quiet hours, "HH:MM" to "HH:MM" in her time zone (start and end differ)' })
export class QuietHoursView {
  @Field(() => String, { description: 'Start, "HH:MM" in her time zone' })
  start!: string;

  @Field(() => String, { description: 'End, "HH:MM" in her time zone (earlier than the start: across midnight)' })
  end!: string;
}

@ObjectType('NotificationPreferences', { description: "The viewer's notification preferences (her defaults until she saves them)" })
export class NotificationPreferencesView {
  @Field(() => [NotificationChannelSetting], { description: 'Her switches per type' })
  channels!: NotificationChannelSetting[];

  @Field(() => QuietHoursView, { nullable: true, description: 'Her quiet hours; null for none' })
  quietHours!: QuietHoursView | null;

  @Field(() => String, { nullable: true, description: 'Her IANA time zone ("Europe/Berlin"), as her browser said when she last saved; null before' })
  timeZone!: string | null;

  @Field(() => DigestDay, { description: 'The day of her weekly digest mail, or never' })
  digestDay!: DigestDay;
}

@InputType('NotificationPreferencesInput', { description: 'What to change; an absent field stays as it is' })
export class NotificationPreferencesInput {
  @Field(() => [NotificationChannelSetting], { nullable: true, description: 'Switches of the types given (the others stay as they are)' })
  channels?: NotificationChannelSetting[] | null;

  @Field(() => QuietHoursView, { nullable: true, description: 'Her quiet hours; null turns them off' })
  quietHours?: QuietHoursView | null;

  @Field(() => String, { nullable: true, description: 'Her IANA time zone (the web app sends the browser’s); quiet hours and the digest follow it' })
  timeZone?: string | null;

  @Field(() => DigestDay, { nullable: true, description: 'The day of her weekly digest, or never' })
  digestDay?: DigestDay | null;
}
