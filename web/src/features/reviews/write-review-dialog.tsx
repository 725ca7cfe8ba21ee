import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { DialogActions, DialogForm, submitDialog } from '../../components/dialog-form';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { Modal } from '../../components/modal';
import { graphql } from '../../gql';
import type { ReviewType } from '../../gql/graphql';
import { missingFields, useForm } from '../../kit/use-form';
import { formatEventDay } from '../../lib/dates';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { StarPicker } from './stars';

const SubmitReviewMutation = graphql(`
  mutation SubmitReview($input: ReviewInput!) {
    submitReview(input: $input) {
      id
    }
  }
`);

/** What she can review: the walks (recent and coming) and members matching her search. */
const ReviewTargetsQuery = graphql(`
  query ReviewTargets($withEvents: Boolean!, $withMembers: Boolean!, $search: String) {
    events(limit: 100) @include(if: $withEvents) {
      id
      title
      eventDate
    }
    users(search: $search, limit: 20) @include(if: $withMembers) {
      id
      firstName
      lastName
      businessName
    }
  }
`);

const TYPES: ReadonlyArray<{ value: ReviewType; label: string }> = [
  { value: 'community', label: 'The MomStride community' },
  { value: 'event', label: 'A walk or event' },
  { value: 'member', label: 'A member' },
];

const REQUIRED = { title: 'Title is required', content: 'Review is required', targetId: 'Choose the event or member you are reviewing' };

/**
 * Write Review (docs/product.md, Reviews; Validation rules): the type (community sets the target to "community"; the others clear it and ask which
 * event or member), star buttons 1–5 defaulting to 5, title and content required.
 */
export function WriteReviewDialog({ onClose, initialType = 'community' }: { onClose: () => void; initialType?: ReviewType }) {
  const { values, setValue, field, errors, showCheck, setErrors, submit: onSubmit } = useForm({ reviewType: initialType, targetId: '', rating: 5, title: '', content: '' });
  const { reviewType, targetId, rating } = values;
  const [search, setSearch] = useState('');
  const ratingLabel = useId();
  const settled = useDebouncedValue(search.trim(), 300);
  const targets = useQuery(ReviewTargetsQuery, {
    variables: { withEvents: reviewType === 'event', withMembers: reviewType === 'member', search: settled || null },
    skip: reviewType === 'community',
  });
  const [submit, { loading }] = useMutation(SubmitReviewMutation, { refetchQueries: ['ReviewsPage'] });

  const chooseType = (next: ReviewType) => {
    setValue('reviewType', next);
    setValue('targetId', '');
  };

  const send = onSubmit(async (input) => {
    const { targetId: _target, ...required } = REQUIRED;
    if (!showCheck({ errors: missingFields(input, input.reviewType === 'community' ? required : REQUIRED) })) return undefined;
    return submitDialog(
      () => submit({ variables: { input: { ...input, targetId: input.reviewType === 'community' ? 'community' : input.targetId } } }),
      { success: 'Review submitted successfully!', fallback: 'Failed to submit review', setErrors, onClose, withDetail: false },
    );
  });

  const eventOptions = (targets.data?.events ?? []).map((item) => ({ value: item.id, label: `${item.title} · ${formatEventDay(item.eventDate)}` }));
  const memberOptions = (targets.data?.users ?? []).map((item) => ({
    value: item.id,
    label: `${item.firstName} ${item.lastName}${item.businessName ? ` · ${item.businessName}` : ''}`,
  }));

  return (
    <Modal title="Write a Review" onClose={onClose} width={560}>
      <DialogForm onSubmit={(event) => void send(event)} noValidate>
        <SelectField label="What are you reviewing?" value={reviewType} onChange={(event) => chooseType(event.target.value as ReviewType)} options={TYPES} />
        {reviewType === 'event' ? (
          <SelectField
            label="Which walk or event?"
            value={targetId}
            onChange={(event) => setValue('targetId', event.target.value)}
            options={[{ value: '', label: targets.loading ? 'Loading events…' : 'Choose an event' }, ...eventOptions]}
            error={errors.targetId}
          />
        ) : null}
        {reviewType === 'member' ? (
          <>
            <TextField label="Find a member" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Name or business" />
            <SelectField
              label="Which member?"
              value={targetId}
              onChange={(event) => setValue('targetId', event.target.value)}
              options={[{ value: '', label: targets.loading ? 'Loading members…' : 'Choose a member' }, ...memberOptions]}
              error={errors.targetId}
            />
          </>
        ) : null}
        <div>
          <p id={ratingLabel} style={{ fontWeight: 600, marginBottom: '0.3rem' }}>
            Rating
          </p>
          <StarPicker value={rating} onChange={(next) => setValue('rating', next)} labelId={ratingLabel} />
        </div>
        <TextField label="Title" {...field('title')} maxLength={120} required />
        <TextAreaField label="Your review" {...field('content')} maxLength={5000} rows={5} required />
        <DialogActions onCancel={onClose} busy={loading} label="Submit Review" />
      </DialogForm>
    </Modal>
  );
}
