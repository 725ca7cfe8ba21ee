import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { Modal } from '../../components/modal';
import { graphql } from '../../gql';
import type { StoryType } from '../../gql/graphql';
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
  const [title, setTitle] = useState('');
  const [storyType, setStoryType] = useState<StoryType>('business_win');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { loading }] = useMutation(CreateStoryMutation, { refetchQueries: ['CommunityStories', 'CommunityStats'] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!title.trim()) missing.title = 'Title is required';
    if (!content.trim()) missing.storyContent = 'Story is required';
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    await submitDialog(() => create({ variables: { input: { title, storyType, storyContent: content } } }), {
      success: 'Story shared successfully!',
      fallback: 'Failed to share story',
      setErrors,
      onClose,
    });
  };

  return (
    <Modal title="Share your story" onClose={onClose} width={560}>
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} maxLength={TITLE_MAX} error={errors.title} required />
        <SelectField
          label="What kind of story?"
          value={storyType}
          onChange={(event) => setStoryType(event.target.value as StoryType)}
          options={storyTypeOptions}
        />
        <TextAreaField
          label="Your story"
          value={content}
          onChange={(event) => setContent(event.target.value)}
          maxLength={STORY_MAX}
          rows={7}
          error={errors.storyContent}
          hint="What happened, and what helped? Other members will read it on the Community page."
          required
        />
        <DialogActions onCancel={onClose} busy={loading} label="Share story" />
      </DialogForm>
    </Modal>
  );
}
