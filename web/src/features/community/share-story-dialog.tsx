import { useMutation } from '@apollo/client/react';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { Modal } from '../../components/modal';
import { graphql } from '../../gql';
import type { StoryType } from '../../gql/graphql';
import { missingFields, useForm } from '../../kit/use-form';
import { DialogActions, DialogForm, submitDialog } from '../../components/dialog-form';

const CreateStoryMutation = graphql(`
  mutation CreateStory($input: SuccessStoryInput!) {
    createSuccessStory(input: $input) {
      id
    }
  }
`);

/** The story types a member chooses from (the badge shows them upper-cased). */
const storyTypeOptions: ReadonlyArray<{ value: StoryType; label: string }> = [
  { value: 'business_win', label: 'Business win' },
  { value: 'fitness_milestone', label: 'Fitness milestone' },
  { value: 'wellness_journey', label: 'Wellness journey' },
  { value: 'community_impact', label: 'Community impact' },
];

const TITLE_MAX = 120;
const STORY_MAX = 5000;

/** A member shares a success story: title, type and the story; the server checks them and says what is wrong. */
export function ShareStoryDialog({ onClose }: { onClose: () => void }) {
  const { values, setValue, field, showCheck, setErrors, submit } = useForm({ title: '', storyType: 'business_win' as StoryType, storyContent: '' });
  const [create, { loading }] = useMutation(CreateStoryMutation, { refetchQueries: ['CommunityStories', 'CommunityStats'] });

  const onSubmit = submit(async (input) => {
    if (!showCheck({ errors: missingFields(input, { title: 'Title is required', storyContent: 'Story is required' }) })) return undefined;
    return submitDialog(() => create({ variables: { input } }), { success: 'Story shared successfully!', fallback: 'Failed to share story', setErrors, onClose });
  });

  return (
    <Modal title="Share your story" onClose={onClose} width={560}>
      <DialogForm onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField label="Title" {...field('title')} maxLength={TITLE_MAX} required />
        <SelectField
          label="What kind of story?"
          value={values.storyType}
          onChange={(event) => setValue('storyType', event.target.value as StoryType)}
          options={storyTypeOptions}
        />
        <TextAreaField
          label="Your story"
          {...field('storyContent')}
          maxLength={STORY_MAX}
          rows={7}
          hint="What happened, and what helped? Other members will read it on the Community page."
          required
        />
        <DialogActions onCancel={onClose} busy={loading} label="Share story" />
      </DialogForm>
    </Modal>
  );
}
