/**
 * `npm run eval:chat -w lambdas`: plays the chat evaluation set (src/evaluation/eval-scenarios.json)
 * against the offline assistant, always, and against Amazon Bedrock when AWS credentials are
 * found; prints a scored table per assistant and writes lambdas/eval-report.md. Without AWS
 * credentials it says Bedrock was skipped, having sent nothing.
 *
 * Bedrock model: LANE_BEDROCK_MODEL_ID (default: Claude Haiku 4.5 through the US inference
 * profile). Region: AWS_REGION or AWS_DEFAULT_REGION (default us-east-1). Optional guardrail:
 * LANE_BEDROCK_GUARDRAIL_ID and LANE_BEDROCK_GUARDRAIL_VERSION.
 * Exits 1 when any scenario fails for an assistant that ran.
 */
import type { ChatResponse } from '@lane/shared';
import { existsSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnswerProducer } from '../src/domain/chat/assistant.js';

// Set before the SDK and Powertools load, so the report isn't buried in log lines.
process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';
process.env['POWERTOOLS_LOG_LEVEL'] ??= 'ERROR';

const { BedrockAssistant } = await import('../src/adapters/bedrock/bedrock-assistant.js');
const { createBedrockClient, DEFAULT_BEDROCK_MODEL_ID } = await import('../src/adapters/bedrock/client.js');
const { EVAL_TODAY, loadEvalScenarios, runScenario } = await import('../src/evaluation/eval-scenarios.js');
const { evaluateAnswer } = await import('../src/evaluation/evaluate-answer.js');
const { LaneError } = await import('../src/domain/errors.js');
const { OfflineAssistant } = await import('../src/adapters/offline-assistant/offline-assistant.js');

const REPORT_PATH = fileURLToPath(new URL('../eval-report.md', import.meta.url));
const CREDENTIAL_CHECK_MS = 5_000;

/** Where the SDK would find credentials, judged without asking any service. */
function credentialSource(env: NodeJS.ProcessEnv): string | undefined {
  if (env['AWS_BEARER_TOKEN_BEDROCK']) return 'a Bedrock API key (AWS_BEARER_TOKEN_BEDROCK)';
  if (env['AWS_ACCESS_KEY_ID'] && env['AWS_SECRET_ACCESS_KEY']) return 'environment variables';
  if (env['AWS_PROFILE']) return `the profile ${env['AWS_PROFILE']}`;
  if (env['AWS_WEB_IDENTITY_TOKEN_FILE']) return 'a web identity token';
  if (env['AWS_CONTAINER_CREDENTIALS_FULL_URI'] || env['AWS_CONTAINER_CREDENTIALS_RELATIVE_URI']) {
    return 'container credentials';
  }
  const files = [
    env['AWS_SHARED_CREDENTIALS_FILE'] ?? join(homedir(), '.aws', 'credentials'),
    env['AWS_CONFIG_FILE'] ?? join(homedir(), '.aws', 'config'),
  ];
  return files.some((file) => existsSync(file)) ? 'the shared AWS config files' : undefined;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

interface Usage {
  inputTokens: number;
  outputTokens: number;
}

interface ScenarioResult {
  id: string;
  language: string;
  turns: readonly string[];
  problems: string[];
  seconds: number;
  usage: Usage;
  answer: ChatResponse | undefined;
}

interface AssistantRun {
  /** Short name for the console ("offline", "bedrock"). */
  name: string;
  /** Heading in the report. */
  title: string;
  /** Lines under the heading (model, region, credentials). */
  about: string[];
  /** Whether token counts mean anything (the offline assistant uses none). */
  countsTokens: boolean;
  results: ScenarioResult[];
}

const scenarios = loadEvalScenarios();
const idWidth = Math.max('Scenario'.length, ...scenarios.map((scenario) => scenario.id.length));

function tableRow(id: string, language: string, result: string, problems: string): string {
  return `${id.padEnd(idWidth)}  ${language.padEnd(8)}  ${result.padEnd(6)}  ${problems}`.trimEnd();
}

/**
 * Plays every scenario against one assistant, printing a table row as each one is scored.
 * `usage` is reset before each scenario and read after it (Bedrock's metrics fill it).
 */
async function evaluate(
  name: string,
  producer: AnswerProducer,
  usage: Usage = { inputTokens: 0, outputTokens: 0 },
): Promise<ScenarioResult[]> {
  console.log('');
  console.log(tableRow('Scenario', 'Language', 'Result', 'Problems'));
  console.log(tableRow('-'.repeat(idWidth), '-'.repeat(8), '-'.repeat(6), '-'.repeat(8)));
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    usage.inputTokens = 0;
    usage.outputTokens = 0;
    const started = performance.now();
    let problems: string[];
    let answer: ChatResponse | undefined;
    try {
      const run = await runScenario(producer, scenario);
      answer = run.last;
      problems = evaluateAnswer(scenario, run.last, run.first);
    } catch (error) {
      problems = [
        error instanceof LaneError
          ? `failed with ${error.code}${error.extra.details ? `: ${error.extra.details}` : ''}`
          : `failed: ${error instanceof Error ? error.message : String(error)}`,
      ];
    }
    const seconds = (performance.now() - started) / 1000;
    results.push({
      id: scenario.id,
      language: scenario.expect.language,
      turns: scenario.turns,
      problems,
      seconds,
      usage: { ...usage },
      answer,
    });
    console.log(
      tableRow(
        scenario.id,
        scenario.expect.language,
        problems.length === 0 ? 'pass' : 'FAIL',
        problems.join('; '),
      ),
    );
  }
  console.log(`${name}: ${passedCount(results)} of ${results.length} passed`);
  return results;
}

function passedCount(results: readonly ScenarioResult[]): number {
  return results.filter((result) => result.problems.length === 0).length;
}

/** The Bedrock assistant with a usage counter, or why it can't run here. */
async function bedrockSetup(): Promise<
  { skipped: string } | { producer: AnswerProducer; usage: Usage; about: string[] }
> {
  const source = credentialSource(process.env);
  if (!source) {
    return {
      skipped:
        'no AWS credentials found (no AWS_ACCESS_KEY_ID, AWS_PROFILE, Bedrock API key or ~/.aws files); nothing was sent to Bedrock',
    };
  }
  const region = process.env['AWS_REGION'] ?? process.env['AWS_DEFAULT_REGION'] ?? 'us-east-1';
  const modelId = process.env['LANE_BEDROCK_MODEL_ID'] ?? DEFAULT_BEDROCK_MODEL_ID;
  const client = createBedrockClient({ region });
  if (!process.env['AWS_BEARER_TOKEN_BEDROCK']) {
    try {
      await withTimeout(client.config.credentials(), CREDENTIAL_CHECK_MS);
    } catch (error) {
      return {
        skipped: `AWS credentials looked present (${source}) but could not be loaded: ${error instanceof Error ? error.message : String(error)}. Nothing was sent to Bedrock`,
      };
    }
  }
  const usage: Usage = { inputTokens: 0, outputTokens: 0 };
  const producer = new BedrockAssistant({
    client,
    modelId,
    ...(process.env['LANE_BEDROCK_GUARDRAIL_ID']
      ? { guardrailId: process.env['LANE_BEDROCK_GUARDRAIL_ID'] }
      : {}),
    ...(process.env['LANE_BEDROCK_GUARDRAIL_VERSION']
      ? { guardrailVersion: process.env['LANE_BEDROCK_GUARDRAIL_VERSION'] }
      : {}),
    metrics: {
      addMetric(name, _unit, value) {
        if (name === 'InputTokens') usage.inputTokens += value;
        if (name === 'OutputTokens') usage.outputTokens += value;
      },
    },
  });
  return {
    producer,
    usage,
    about: [`- Model: \`${modelId}\` in ${region}`, `- Credentials: ${source}`],
  };
}

function reportSection(run: AssistantRun): string[] {
  const { results } = run;
  const totalSeconds = results.reduce((sum, result) => sum + result.seconds, 0);
  const tokens = (result: ScenarioResult) => `${result.usage.inputTokens}/${result.usage.outputTokens}`;
  return [
    `## ${run.title}`,
    '',
    ...run.about,
    `- Result: ${passedCount(results)} of ${results.length} scenarios passed`,
    `- Time: ${totalSeconds.toFixed(1)} s in all, ${(totalSeconds / Math.max(results.length, 1)).toFixed(1)} s per scenario on average`,
    ...(run.countsTokens
      ? [
          `- Tokens: ${results.reduce((sum, result) => sum + result.usage.inputTokens, 0)} in, ${results.reduce((sum, result) => sum + result.usage.outputTokens, 0)} out`,
        ]
      : []),
    '',
    `| Scenario | Language | Result | Seconds |${run.countsTokens ? ' Tokens in/out |' : ''} Problems |`,
    `|---|---|---|---|${run.countsTokens ? '---|' : ''}---|`,
    ...results.map(
      (result) =>
        `| ${result.id} | ${result.language} | ${result.problems.length === 0 ? 'pass' : '**fail**'} | ${result.seconds.toFixed(1)} |${run.countsTokens ? ` ${tokens(result)} |` : ''} ${cell(result.problems.join('; '))} |`,
    ),
    '',
    `### Answers: ${run.title}`,
    '',
    ...results.flatMap((result) => [
      `<details><summary>${result.id}: ${result.problems.length === 0 ? 'pass' : 'fail'}</summary>`,
      '',
      ...result.turns.map((turn) => `> **Person:** ${cell(turn)}`),
      '',
      result.answer?.response ?? '_No answer._',
      '',
      '</details>',
      '',
    ]),
  ];
}

console.log(`Evaluating ${scenarios.length} scenarios (deadlines counted from ${EVAL_TODAY}).`);

const runs: AssistantRun[] = [];

console.log('\nOffline assistant (rules and reviewed templates, no model):');
runs.push({
  name: 'offline',
  title: 'Offline assistant',
  about: ['- Rules and reviewed templates (`adapters/offline-assistant`), no model'],
  countsTokens: false,
  results: await evaluate('offline', new OfflineAssistant()),
});

const bedrock = await bedrockSetup();
let bedrockSkipped: string | undefined;
if ('skipped' in bedrock) {
  bedrockSkipped = bedrock.skipped;
  console.log(`\nBedrock skipped: ${bedrockSkipped}.`);
} else {
  console.log(`\nAmazon Bedrock (${bedrock.about.map((line) => line.slice(2)).join('; ')}):`);
  runs.push({
    name: 'bedrock',
    title: 'Amazon Bedrock',
    about: bedrock.about,
    countsTokens: true,
    results: await evaluate('bedrock', bedrock.producer, bedrock.usage),
  });
}

const report = [
  '# Lane chat evaluation',
  '',
  `- Run: ${new Date().toISOString()}, deadlines counted from ${EVAL_TODAY}`,
  ...runs.map((run) => `- ${run.name}: ${passedCount(run.results)} of ${run.results.length} passed`),
  ...(bedrockSkipped
    ? [`- bedrock: skipped. ${bedrockSkipped[0]!.toUpperCase()}${bedrockSkipped.slice(1)}.`]
    : []),
  '',
  ...runs.flatMap(reportSection),
].join('\n');
writeFileSync(REPORT_PATH, report);

console.log('');
for (const run of runs)
  console.log(`${run.name}: ${passedCount(run.results)} of ${run.results.length} passed`);
if (bedrockSkipped) console.log('bedrock: skipped (no usable AWS credentials)');
console.log(`Report: ${REPORT_PATH}`);
process.exit(runs.every((run) => passedCount(run.results) === run.results.length) ? 0 : 1);
