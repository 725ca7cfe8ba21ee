import styled from 'styled-components';
import { Button } from '../../components/button';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { Spinner } from '../../components/spinner';
import { businessCategoryOptions } from '../../config/business-categories';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import type { BusinessCategory } from '../../gql/graphql';
import { useForm } from '../../kit/use-form';
import { useUpdateProfile } from './api/use-update-profile';
import {
  experienceLevels,
  formValuesOf,
  validateProfileForm,
  withScheme,
  type ProfileFormField,
  type ProfileFormValues,
} from './profile-form';
import { PROFILE_MAX_LENGTH } from './profile-limits';
import { colors, fontSizes, fontWeights, space } from '../../styles/theme';

export const EditProfileFormFragment = graphql(`
  fragment EditProfileForm on User {
    id
    firstName
    lastName
    bio
    businessName
    businessCategory
    businessDescription
    websiteUrl
    instagramHandle
    facebookUrl
    linkedinUrl
    locationCity
    locationState
    yearsInBusiness
    experienceLevel
    lookingFor
    offering
    interests
  }
`);

const Form = styled.form`
  display: grid;
  gap: ${space[7]};
`;

const Group = styled.fieldset`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${space[3.5]};
    font-weight: ${fontWeights.bold};
    font-size: ${fontSizes.lg};
    color: ${colors.plum900};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${space[4]};
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[3]};
  padding-top: ${space[5]};
  border-top: 1px solid ${colors.border};
`;

const categoryOptions = [{ value: '', label: 'Choose a category' }, ...businessCategoryOptions];

/** docs/product.md, Profile (Edit Profile): every profile field of docs/product.md, Entities and fields, checked here (docs/product.md, Validation rules) and on the server. */
export function EditProfileForm({
  user: ref,
  onDone,
}: {
  user: FragmentType<typeof EditProfileFormFragment>;
  onDone: () => void;
}) {
  const user = getFragmentData(EditProfileFormFragment, ref);
  const form = useForm<ProfileFormValues>(() => formValuesOf(user));
  const { values } = form;
  const { updateProfile, loading } = useUpdateProfile();

  const experienceOptions = [
    { value: '', label: 'Choose a level' },
    ...experienceLevels.map((level) => ({ value: level, label: level })),
    ...(values.experienceLevel && !(experienceLevels as readonly string[]).includes(values.experienceLevel)
      ? [{ value: values.experienceLevel, label: values.experienceLevel }]
      : []),
  ];


  /** Links show the https:// the server will add as soon as the field is left. */
  const completeUrl = (field: 'websiteUrl' | 'facebookUrl' | 'linkedinUrl') => () =>
    form.setValue(field, withScheme(values[field]));

  const field = (name: ProfileFormField) => ({ name, ...form.field(name) });

  const onSubmit = form.submit(async (current) => {
    const { errors: found, input } = validateProfileForm(current);
    if (!form.showCheck({ errors: found }) || !input) return undefined;
    const outcome = await updateProfile(input);
    if (outcome.ok) onDone();
    return outcome;
  });

  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Edit Profile">
      <Group>
        <legend>About you</legend>
        <Columns>
          <TextField label="First name" autoComplete="given-name" required maxLength={PROFILE_MAX_LENGTH.name} {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required maxLength={PROFILE_MAX_LENGTH.name} {...field('lastName')} />
        </Columns>
        <TextAreaField label="Bio" rows={4} maxLength={PROFILE_MAX_LENGTH.bio} placeholder="A few lines about you" {...field('bio')} />
        <Columns>
          <TextField label="City" autoComplete="address-level2" maxLength={PROFILE_MAX_LENGTH.shortText} {...field('locationCity')} />
          <TextField label="State" autoComplete="address-level1" maxLength={PROFILE_MAX_LENGTH.shortText} {...field('locationState')} />
        </Columns>
      </Group>

      <Group>
        <legend>Your business</legend>
        <Columns>
          <TextField label="Business name" autoComplete="organization" maxLength={PROFILE_MAX_LENGTH.businessName} {...field('businessName')} />
          <SelectField
            label="Business category"
            name="businessCategory"
            options={categoryOptions}
            value={values.businessCategory}
            onChange={(e) => form.setValue('businessCategory', e.target.value as BusinessCategory | '')}
          />
        </Columns>
        <TextAreaField
          label="Business description"
          rows={4}
          maxLength={PROFILE_MAX_LENGTH.businessDescription}
          placeholder="What you offer and who you help"
          {...field('businessDescription')}
        />
        <Columns>
          <TextField label="Years in business" type="number" inputMode="numeric" min={0} max={PROFILE_MAX_LENGTH.yearsInBusiness} step={1} {...field('yearsInBusiness')} />
          <SelectField label="Experience level" options={experienceOptions} {...field('experienceLevel')} />
        </Columns>
      </Group>

      <Group>
        <legend>Links</legend>
        <Columns>
          <TextField label="Website" type="url" inputMode="url" autoComplete="url" placeholder="yourbusiness.com" onBlur={completeUrl('websiteUrl')} {...field('websiteUrl')} />
          <TextField label="Instagram handle" placeholder="@yourbusiness" maxLength={PROFILE_MAX_LENGTH.handle} {...field('instagramHandle')} />
          <TextField label="Facebook URL" type="url" inputMode="url" placeholder="facebook.com/yourbusiness" onBlur={completeUrl('facebookUrl')} {...field('facebookUrl')} />
          <TextField label="LinkedIn URL" type="url" inputMode="url" placeholder="linkedin.com/in/you" onBlur={completeUrl('linkedinUrl')} {...field('linkedinUrl')} />
        </Columns>
      </Group>

      <Group>
        <legend>Networking</legend>
        <Columns>
          <TextAreaField label="Looking for" rows={3} maxLength={PROFILE_MAX_LENGTH.longText} placeholder="Collaborators, referrals, advice…" {...field('lookingFor')} />
          <TextAreaField label="Offering" rows={3} maxLength={PROFILE_MAX_LENGTH.longText} placeholder="Skills or services you can share" {...field('offering')} />
        </Columns>
        <TextField label="Interests" hint="Separate interests with commas, e.g. walking, yoga, marketing" {...field('interests')} />
      </Group>

      <Actions>
        <Button type="button" $variant="ghost" onClick={onDone} disabled={loading}>
          Cancel
        </Button>
        <Button type="submit" disabled={loading}>
          {loading ? (
            <>
              <Spinner aria-hidden="true" /> Saving...
            </>
          ) : (
            'Save Changes'
          )}
        </Button>
      </Actions>
    </Form>
  );
}
