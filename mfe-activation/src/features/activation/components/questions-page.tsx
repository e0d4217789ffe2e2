// §2 activation/questions/{tokenNumber} and activation/questions/{tokenNumber}/{error}: the issuer's
// questions for the card (§7 activation). A wrong answer is an answer, not an error (decision 029): the
// {error} route says so with the attempts left and asks again; the last wrong answer locks the card's
// activation for 24 hours (SPEC-DECISIONS), and the page then says so, with no form. The questions are
// held in memory only: a page reached without them (a refresh, an old tab) starts again at activation.
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { activateCard, type ActivationRequest, type ActivationResult } from '@portal/client/api';
import { FormError, FormSummary, type FormMessage, usePortalForm } from '@portal/ui/forms';
import { usePortalMutation } from '@portal/client/query';
import { href } from '@portal/client/routes';
import { useIssuer } from '@portal/client/state';
import { focusScreenHeading, navigateTo, PortalLink, useRouteMeta } from '@portal/ui';
import {
  activationFlowAtom,
  dropActivationToken,
  recordWrongAnswer,
  restartIfRefused,
  setPinHref,
  storedActivationToken,
  type ActivationInMemory,
} from '../hooks/activation-flow';
import { useActivationKeepAlive } from '../hooks/use-activation-keep-alive';
import { answerName, type Answers, answersSchema } from '../answer-rules';
import styles from './activation.module.css';
import { QuestionField } from './question-field';

/** §2 {error}: what the route after an answer says. */
const QUESTION_ERRORS = { wrongAnswer: 'wrong-answer', locked: 'locked' } as const;

/** The catalogue's message for a locked activation (its 423 says the same), with customer support after it. */
const LOCKED: FormMessage = { key: 'errors:activation.locked', appendCustomerSupport: true };

const isLocked = (flow: ActivationInMemory) => flow.attemptsLeft === 0 || flow.lockedUntil !== null;

/** Where the answers lead: the PIN, the success page, or the {error} route (a wrong answer, the lock). */
function afterAnswers(result: ActivationResult, onErrorRoute: boolean): void {
  if (result.activated && result.pinRequired) return navigateTo(setPinHref(result.cardId));
  if (result.activated) {
    dropActivationToken();
    return navigateTo(href('activationSuccess'));
  }
  recordWrongAnswer(result);
  const locked = result.attemptsLeft === 0;
  // Again on the error route, or the lock (whose form back must not show again): in place.
  navigateTo(
    href('activationQuestionsError', {
      tokenNumber: result.cardId,
      error: locked ? QUESTION_ERRORS.locked : QUESTION_ERRORS.wrongAnswer,
    }),
    {
      replace: onErrorRoute || locked,
    },
  );
}

export function QuestionsPage() {
  const { tokenNumber, error } = useParams();
  const flow = useAtomValue(activationFlowAtom);
  // The token as the page was reached: the lock and the end of the flow drop it on their way elsewhere.
  const [token] = useState(storedActivationToken);
  if (!flow || flow.cardId !== tokenNumber) return <Navigate to={href('activation')} replace />;
  if (isLocked(flow)) {
    return error === QUESTION_ERRORS.locked ? (
      <Locked flow={flow} />
    ) : (
      <Navigate
        to={href('activationQuestionsError', { tokenNumber: flow.cardId, error: QUESTION_ERRORS.locked })}
        replace
      />
    );
  }
  if (!token) return <Navigate to={href('activation')} replace />;
  if (error !== undefined && error !== QUESTION_ERRORS.wrongAnswer)
    return <Navigate to={href('activationQuestions', { tokenNumber: flow.cardId })} replace />;
  return <Questions flow={flow} token={token} onErrorRoute={error !== undefined} />;
}

function Questions({ flow, token, onErrorRoute }: { flow: ActivationInMemory; token: string; onErrorRoute: boolean }) {
  const { t } = useTranslation('activation');
  useRouteMeta(onErrorRoute ? 'activationQuestionsError' : 'activationQuestions');
  useActivationKeepAlive({ cardId: flow.cardId, token, expiresAt: flow.expiresAt });
  // Another wrong answer on the error route: the same page with an empty form; the person starts at its top again.
  const attempts = useRef(flow.attemptsLeft);
  useEffect(() => {
    if (attempts.current === flow.attemptsLeft) return;
    attempts.current = flow.attemptsLeft;
    focusScreenHeading();
  }, [flow.attemptsLeft]);
  return (
    <div className={styles.page}>
      <h1>{t('questions.title')}</h1>
      <p className={styles.intro}>{t('answer.intro')}</p>
      {onErrorRoute && (
        <div role="alert" className={styles.notice}>
          <p key={flow.attemptsLeft}>{t('answer.wrong', { count: flow.attemptsLeft })}</p>
        </div>
      )}
      {/* A new attempt is a new form: the answers just refused are not shown again. */}
      <AnswersForm key={flow.attemptsLeft} flow={flow} token={token} onErrorRoute={onErrorRoute} />
    </div>
  );
}

function AnswersForm({
  flow,
  token,
  onErrorRoute,
}: {
  flow: ActivationInMemory;
  token: string;
  onErrorRoute: boolean;
}) {
  const { t } = useTranslation('activation');
  const { extAppId } = useIssuer();
  // The questions come with the card and do not change while the form is up (a new attempt is a new form).
  const [schema] = useState(() => answersSchema(flow.questions));
  const [defaultValues] = useState(() => Object.fromEntries(flow.questions.map((_, i) => [answerName(i), ''])));
  const form = usePortalForm<Answers, Answers>(schema, { defaultValues });
  const activate = usePortalMutation({
    mutationFn: (answers: ActivationRequest['answers']) =>
      activateCard(extAppId, { cardId: flow.cardId, activationToken: token, answers }),
    onSuccess: (result) => afterAnswers(result, onErrorRoute),
    onError: restartIfRefused,
    meta: { operation: 'activation' },
  });
  const send = async (answers: Answers) => {
    await activate.run(
      flow.questions.map((question, index) => ({
        questionId: question.questionId,
        answer: answers[answerName(index)] ?? '',
      })),
    );
  };
  return (
    <form noValidate onSubmit={form.submit(send)}>
      <FormSummary form={form} />
      <FormError message={activate.failure} />
      {flow.questions.map((question, index) => (
        <QuestionField key={question.questionId} form={form} question={question} name={answerName(index)} />
      ))}
      <div className="portal-actions">
        <button type="submit" className="portal-button" disabled={activate.pending}>
          {t('answer.submit')}
        </button>
      </div>
    </form>
  );
}

/** The lock: what happened, until when, and customer support; no form (every answer would be refused). */
function Locked({ flow }: { flow: ActivationInMemory }) {
  const { t, i18n } = useTranslation('activation');
  useRouteMeta('activationQuestionsError');
  const until = flow.lockedUntil
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(flow.lockedUntil),
      )
    : null;
  return (
    <div className={styles.page}>
      <h1>{t('questions.title')}</h1>
      <FormError message={LOCKED} />
      {until && <p className={styles.intro}>{t('answer.lockedUntil', { time: until })}</p>}
      <PortalLink to={href('activation')}>{t('done.another')}</PortalLink>
    </div>
  );
}
