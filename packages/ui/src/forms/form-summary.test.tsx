// The summary of a form's errors (§5 Form behaviour, WCAG 3.3.1 Error Identification and 2.4.3 Focus
// Order): after a failed submit it names every field in error, in the page's order, each a link that
// takes focus to its field; it follows the corrections. An emptied form marks its required fields as
// well as saying "Please fill in the form." And a field only passed through (Tab, Tab) says nothing
// until the person has changed it or tried to send the form (WCAG 3.3.1 without noise on the way).
import { screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInPortal, setUpPortal, setupUser } from '../../testing';
import { Field } from './field';
import { FormSummary } from './form-summary';
import { usePortalForm } from './use-portal-form';

const TEST_MESSAGES = {
  summaryTest: {
    en: {
      name: { label: 'Full name', required: 'Enter your name.' },
      email: { label: 'Email', required: 'Enter your email.', invalid: 'Enter a valid email.' },
      nickname: { label: 'Nickname' },
    },
    es: {
      name: { label: 'Nombre completo', required: 'Introduzca su nombre.' },
      email: { label: 'Correo', required: 'Introduzca su correo.', invalid: 'Introduzca un correo válido.' },
      nickname: { label: 'Apodo' },
    },
  },
};

const schema = v.object({
  name: v.pipe(v.string(), v.nonEmpty('summaryTest:name.required')),
  email: v.pipe(v.string(), v.nonEmpty('summaryTest:email.required'), v.email('summaryTest:email.invalid')),
  nickname: v.pipe(v.string(), v.maxLength(40)),
});

function TestForm({ onValid }: { onValid: () => void }) {
  const form = usePortalForm(schema, { defaultValues: { name: '', email: '', nickname: '' } });
  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      <FormSummary form={form} />
      <Field form={form} name="name" label="summaryTest:name.label" required />
      <Field form={form} name="email" label="summaryTest:email.label" type="email" required />
      <Field form={form} name="nickname" label="summaryTest:nickname.label" />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm() {
  const onValid = vi.fn();
  renderInPortal(<TestForm onValid={onValid} />, 'forms');
  return { user: setupUser(), onValid };
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save' });
const errorLinks = () => screen.queryByRole('list', { name: /^(Errors in the form|Errores en el formulario)$/ });
const linkNames = () =>
  within(errorLinks() ?? document.createElement('ul'))
    .queryAllByRole('link')
    .map((a) => a.textContent);
const invalid = () => screen.queryAllByRole('textbox').filter((input) => input.getAttribute('aria-invalid') === 'true');
const fieldErrors = () =>
  [...document.querySelectorAll('p[aria-live="polite"]')].map((p) => p.textContent).filter(Boolean);

beforeAll(async () => {
  await setUpPortal({ messages: TEST_MESSAGES });
});

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  return () => vi.unstubAllGlobals();
});

describe('the error summary lists and links every error', () => {
  it('after a failed submit: each field in error, in page order, named with its label and message', async () => {
    const { user } = renderForm();
    await user.type(field('Email'), 'not-an-email');
    await user.click(save());
    await waitFor(() => expect(linkNames()).toEqual(['Full name: Enter your name.', 'Email: Enter a valid email.']));
  });

  it('a link takes focus to its field, by keyboard too', async () => {
    const { user } = renderForm();
    await user.click(save());
    await waitFor(() => expect(linkNames()).toHaveLength(2));
    const email = within(errorLinks() as HTMLElement).getByRole('link', { name: 'Email: Enter your email.' });
    email.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(field('Email'));
    await user.click(within(errorLinks() as HTMLElement).getByRole('link', { name: 'Full name: Enter your name.' }));
    expect(document.activeElement).toBe(field('Full name'));
    // The URL is the page's own: a link within the form is no route change.
    expect(window.location.hash).toBe('');
  });

  it('follows the corrections, and goes with the last error', async () => {
    const { user } = renderForm();
    await user.click(save());
    await waitFor(() => expect(linkNames()).toHaveLength(2));
    await user.type(field('Full name'), 'Ana');
    await waitFor(() => expect(linkNames()).toEqual(['Email: Enter your email.']));
    await user.type(field('Email'), 'ana@bank.example');
    await waitFor(() => expect(errorLinks()).toBeNull());
  });

  it('in Spanish', async () => {
    await setUpPortal({ locale: 'es', messages: TEST_MESSAGES });
    try {
      const { user } = renderForm();
      await user.click(save());
      await waitFor(() =>
        expect(linkNames()).toEqual(['Nombre completo: Introduzca su nombre.', 'Correo: Introduzca su correo.']),
      );
    } finally {
      await setUpPortal({ messages: TEST_MESSAGES });
    }
  });
});

describe('§5 an empty dirty form: the unfilled message, and the required fields marked', () => {
  it('says "Please fill in the form." and marks and lists every required field', async () => {
    const { user, onValid } = renderForm();
    await user.type(field('Email'), 'a');
    await user.clear(field('Email'));
    await user.click(save());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please fill in the form.'));
    await waitFor(() => expect(invalid()).toEqual([field('Full name'), field('Email')]));
    expect(linkNames()).toEqual(['Full name: Enter your name.', 'Email: Enter your email.']);
    expect(document.activeElement).toBe(field('Full name'));
    expect(onValid).not.toHaveBeenCalled();
  });
});

describe('validation on leaving a field: only once it was changed, or the form was sent', () => {
  it('Tab through an empty form: no field says anything', async () => {
    const { user } = renderForm();
    await user.click(field('Full name'));
    await user.tab();
    await user.tab();
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fieldErrors()).toEqual([]);
    expect(invalid()).toEqual([]);
  });

  it('a field changed and left says what is wrong at once (and keeps checking as the person types)', async () => {
    const { user } = renderForm();
    await user.type(field('Email'), 'not-an-email');
    await user.tab();
    await waitFor(() => expect(invalid()).toEqual([field('Email')]));
    expect(fieldErrors()).toEqual(['Error: Enter a valid email.']);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ana@bank.example');
    await waitFor(() => expect(invalid()).toEqual([]));
  });

  it('a field typed in and emptied again says it is required when left', async () => {
    const { user } = renderForm();
    await user.type(field('Full name'), 'A');
    await user.clear(field('Full name'));
    await user.tab();
    await waitFor(() => expect(fieldErrors()).toEqual(['Error: Enter your name.']));
  });

  it('after a failed submit, leaving a field checks it, changed or not', async () => {
    const { user } = renderForm();
    await user.type(field('Full name'), 'Ana');
    await user.type(field('Email'), 'ana@bank.example');
    await user.click(save());
    await user.clear(field('Full name'));
    await user.click(save());
    await waitFor(() => expect(invalid()).toEqual([field('Full name')]));
    // The nickname is optional: passed through it stays quiet; the email, valid, too.
    await user.click(field('Email'));
    await user.tab();
    expect(invalid()).toEqual([field('Full name')]);
  });
});
