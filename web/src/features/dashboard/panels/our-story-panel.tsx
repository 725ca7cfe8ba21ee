import { ButtonLink } from '../../../components/button';
import { Panel } from '../../../components/panel';
import { paths } from '../../../config/paths';
import { Prompt } from './panel-text';

/** The way to the About page; it needs no data. */
export function OurStoryPanel() {
  return (
    <Panel aria-labelledby="story-title">
      <h2 id="story-title">Why we walk</h2>
      <Prompt>Read how MomStride started and the values that guide our community.</Prompt>
      <ButtonLink to={paths.about} $variant="secondary">
        Read Our Story
      </ButtonLink>
    </Panel>
  );
}
