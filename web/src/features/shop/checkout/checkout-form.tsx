import type { FormEvent, RefObject } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
import { COUNTRIES, type CheckoutErrors, type CheckoutField, type CheckoutForm } from './checkout-rules';
import { colors, fontSizes, fontWeights, space } from '../../../styles/theme';

const Form = styled.form`
  display: grid;
  gap: ${space[6]};
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    display: grid;
    gap: ${space[4]};
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${space[3.5]};
    font-size: ${fontSizes.xl};
    font-weight: ${fontWeights.bold};
    color: ${colors.plum900};
  }
  .row {
    display: grid;
    gap: ${space[4]};
    align-items: start;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  }
`;

const Required = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
`;

/** Each field's label and what the browser may fill in. */
const FIELDS: Record<Exclude<CheckoutField, 'country'>, { label: string; autoComplete: string; type?: string }> = {
  firstName: { label: 'First name', autoComplete: 'given-name' },
  lastName: { label: 'Last name', autoComplete: 'family-name' },
  email: { label: 'Email', autoComplete: 'email', type: 'email' },
  phone: { label: 'Phone (optional)', autoComplete: 'tel', type: 'tel' },
  address1: { label: 'Address', autoComplete: 'address-line1' },
  address2: { label: 'Apartment, suite, etc. (optional)', autoComplete: 'address-line2' },
  city: { label: 'City', autoComplete: 'address-level2' },
  region: { label: 'State / province', autoComplete: 'address-level1' },
  zip: { label: 'ZIP / postal code', autoComplete: 'postal-code' },
};

/**
 * The contact and shipping form (docs/product.md, Entities and fields: Checkout form; Validation rules: Checkout). Each problem shows under its field;
 * the parent checks before anything is sent and focuses the first field with a problem.
 */
export function CheckoutFormFields({
  form,
  errors,
  placing,
  onChange,
  onSubmit,
  formRef,
}: {
  form: CheckoutForm;
  errors: CheckoutErrors;
  placing: boolean;
  onChange: (field: CheckoutField, value: string) => void;
  onSubmit: () => void;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const field = (name: Exclude<CheckoutField, 'country'>) => {
    const { label, autoComplete, type } = FIELDS[name];
    const required = !label.endsWith('(optional)');
    return (
      <TextField
        label={label}
        name={name}
        type={type ?? 'text'}
        autoComplete={autoComplete}
        required={required}
        value={form[name]}
        error={errors[name]}
        onChange={(event) => onChange(name, event.target.value)}
      />
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label="Contact and shipping">
      <Required>All fields are required unless marked optional.</Required>
      <fieldset>
        <legend>Contact</legend>
        <div className="row">
          {field('firstName')}
          {field('lastName')}
        </div>
        <div className="row">
          {field('email')}
          {field('phone')}
        </div>
      </fieldset>
      <fieldset>
        <legend>Shipping address</legend>
        {field('address1')}
        {field('address2')}
        <div className="row">
          {field('city')}
          {field('region')}
        </div>
        <div className="row">
          {field('zip')}
          <SelectField
            label="Country"
            name="country"
            autoComplete="country"
            required
            value={form.country}
            error={errors.country}
            options={COUNTRIES}
            onChange={(event) => onChange('country', event.target.value)}
          />
        </div>
      </fieldset>
      <Button type="submit" $size="lg" $block disabled={placing} aria-busy={placing || undefined}>
        {placing ? <Spinner aria-hidden="true" /> : null}
        {placing ? 'Submitting…' : 'Submit Order Request'}
      </Button>
    </Form>
  );
}
