import { chatResponseSchema, type ChatResponse } from '@lane/shared';
import { detectLanguage } from './detect-language.js';
import type { EvalScenario } from './eval-scenarios.js';
import { reviewedFactOf, type FactId } from './facts.js';
import { SECTION_HEADINGS } from './render.js';

/** Below these sizes a section is a placeholder, not something a person can use. */
const MINIMUM = {
  strategy: 60,
  phoneScript: 100,
  emailSubject: 8,
  emailBody: 120,
  talkingPoints: 2,
  talkingPoint: 10,
} as const;
const MAX_QUESTIONS = 3;

export function factIdsOf(answer: ChatResponse): FactId[] {
  return answer.sections.deadlines
    .map((deadline) => reviewedFactOf(deadline)?.id)
    .filter((id): id is FactId => id !== undefined);
}

/**
 * Everything wrong with the answer to a scenario's last turn, as plain sentences for a report;
 * an empty list means the answer holds what the scenario asks for.
 */
export function evaluateAnswer(
  scenario: EvalScenario,
  answer: ChatResponse,
  firstAnswer: ChatResponse | undefined = undefined,
): string[] {
  const problems: string[] = [];
  const { expect } = scenario;
  if (!chatResponseSchema.safeParse(answer).success)
    problems.push('the answer does not match chatResponseSchema');
  const { sections, response } = answer;

  if (sections.strategy.trim().length < MINIMUM.strategy)
    problems.push('the strategy is missing or too short');
  if (sections.phone_script.trim().length < MINIMUM.phoneScript)
    problems.push('the phone script is missing or too short');
  if (sections.email.subject.trim().length < MINIMUM.emailSubject)
    problems.push('the email has no real subject');
  if (sections.email.body.trim().length < MINIMUM.emailBody)
    problems.push('the email body is missing or too short');
  const points = sections.talking_points.filter((point) => point.trim().length >= MINIMUM.talkingPoint);
  if (points.length < MINIMUM.talkingPoints) problems.push('fewer than two real talking points');

  const written = detectLanguage([sections.strategy, sections.phone_script, sections.email.body].join('\n'));
  if (written !== expect.language)
    problems.push(`written in ${written ?? 'an unclear language'}, not ${expect.language}`);
  if (!response.includes(`## ${SECTION_HEADINGS[expect.language].strategy}`)) {
    problems.push(`the Markdown headings are not in ${expect.language}`);
  }

  for (const figure of expect.echo) {
    if (!response.includes(figure)) problems.push(`does not repeat the person's figure ${figure}`);
  }
  const lowerResponse = response.toLowerCase();
  for (const word of expect.mentions) {
    if (!lowerResponse.includes(word.toLowerCase())) problems.push(`does not mention "${word}"`);
  }

  const cited = factIdsOf(answer);
  for (const id of expect.deadlines) {
    if (!cited.includes(id)) problems.push(`misses the deadline ${id}`);
  }
  for (const id of expect.forbiddenDeadlines) {
    if (cited.includes(id)) problems.push(`cites ${id}, which does not apply`);
  }
  if (cited.length < sections.deadlines.length)
    problems.push('cites a deadline that is not in the reviewed facts table');

  const questions = sections.questions.filter((question) => question.trim().length > 0);
  if (expect.questions && (questions.length === 0 || questions.length > MAX_QUESTIONS)) {
    problems.push(`asks ${questions.length} questions where 1 to ${MAX_QUESTIONS} were expected`);
  }
  if (!expect.questions && questions.length > 0)
    problems.push(`asks ${questions.length} questions where none were needed`);

  if (expect.buildsOnEarlierAnswer) {
    if (!firstAnswer) problems.push('the scenario has no earlier answer to build on');
    else if (
      sections.strategy.trim() === firstAnswer.sections.strategy.trim() ||
      sections.phone_script.trim() === firstAnswer.sections.phone_script.trim()
    ) {
      problems.push('repeats the earlier answer instead of building on it');
    }
  }
  return problems;
}
