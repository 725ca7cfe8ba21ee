import styled from 'styled-components';
import { DataExportPanel } from './data-export-panel';
import { DeleteAccountPanel } from './delete-account-panel';
import { layout, space } from '../../styles/theme';

const Section = styled.section`
  display: grid;
  gap: ${space[5]};
  scroll-margin-top: calc(${layout.headerHeight} + 1rem);
  @media (min-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

/** "Her data, her choice" at the foot of her Profile (`/profile#privacy`, where the ready notification leads). */
export function PrivacySection({ isOrganizationOwner }: { isOrganizationOwner: boolean }) {
  return (
    <Section id="privacy" aria-label="Your data and account">
      <DataExportPanel />
      <DeleteAccountPanel isOrganizationOwner={isOrganizationOwner} />
    </Section>
  );
}
