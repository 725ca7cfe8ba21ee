import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { SendIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { useCreatePost } from './api/use-create-post';
import { colors, focusRing, fontSizes, radii, space } from '../../styles/theme';

/** Posts can be at most 2000 characters (community's rule). */
export const POST_MAX_LENGTH = 2000;

const Form = styled.form`
  display: grid;
  gap: ${space[3]};
`;

const Box = styled.textarea`
  width: 100%;
  min-height: 110px;
  padding: ${space[3]} ${space[4]};
  border-radius: ${radii.md};
  border: 1.5px solid ${colors.borderStrong};
  background: ${colors.white};
  line-height: 1.5;
  resize: vertical;
  &::placeholder { color: #857784; }
  &:hover { border-color: ${colors.plum600}; }
  &:focus-visible {
    outline: none;
    border-color: ${colors.focus};
    box-shadow: ${focusRing};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  small { color: ${colors.inkSoft}; font-size: ${fontSizes.sm}; }
`;

/** docs/product.md, Profile (Share an Update); blank (after trimming) content sends nothing (docs/product.md, Validation rules). */
export function ShareUpdateForm({ firstName }: { firstName: string }) {
  const [content, setContent] = useState('');
  const { createPost, loading } = useCreatePost();
  const id = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (text === '' || loading) return;
    if ((await createPost(text)).ok) setContent('');
  };

  return (
    <Form onSubmit={(e) => void onSubmit(e)}>
      <label htmlFor={id} className="visually-hidden">
        Your update
      </label>
      <Box
        id={id}
        name="content"
        value={content}
        maxLength={POST_MAX_LENGTH}
        onChange={(e) => setContent(e.target.value)}
        placeholder={`What's on your mind, ${firstName}? Share a win, a question or a walk you loved.`}
        aria-describedby={`${id}-count`}
      />
      <Row>
        <small id={`${id}-count`}>
          {content.length}/{POST_MAX_LENGTH}
        </small>
        <Button type="submit" disabled={loading || content.trim() === ''}>
          {loading ? <Spinner aria-hidden="true" /> : <SendIcon width={20} height={20} />}
          Post Update
        </Button>
      </Row>
    </Form>
  );
}
