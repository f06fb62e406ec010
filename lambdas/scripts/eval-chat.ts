/**
 * `npm run eval:chat -w lambdas`: plays the chat evaluation set against Amazon Bedrock and writes
 * lambdas/eval-report.md. Without AWS credentials it says so and exits 0, having sent nothing.
 *
 * Model: LANE_BEDROCK_MODEL_ID (default: Claude Haiku 4.5 through the US inference profile).
 * Region: AWS_REGION or AWS_DEFAULT_REGION (default us-east-1). Optional guardrail:
 * LANE_BEDROCK_GUARDRAIL_ID and LANE_BEDROCK_GUARDRAIL_VERSION. Exits 1 when any scenario fails.
 */
import type { ChatResponse } from '@lane/shared';
import { existsSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Set before the SDK and Powertools load, so the report isn't buried in log lines.
process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';
process.env['POWERTOOLS_LOG_LEVEL'] ??= 'ERROR';

const { BedrockAssistant } = await import('../src/adapters/bedrock/bedrock-assistant.js');
const { createBedrockClient, DEFAULT_BEDROCK_MODEL_ID } = await import('../src/adapters/bedrock/client.js');
const { loadEvalScenarios, runScenario } = await import('../src/domain/chat/eval-scenarios.js');
const { evaluateAnswer } = await import('../src/domain/chat/evaluate-answer.js');
const { LaneError } = await import('../src/domain/errors.js');

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

interface ScenarioResult {
  id: string;
  language: string;
  turns: readonly string[];
  problems: string[];
  seconds: number;
  inputTokens: number;
  outputTokens: number;
  answer: ChatResponse | undefined;
}

const source = credentialSource(process.env);
if (!source) {
  console.log(
    'No AWS credentials found (no AWS_ACCESS_KEY_ID, AWS_PROFILE, Bedrock API key or ~/.aws files), so nothing was sent to Bedrock and no report was written.',
  );
  process.exit(0);
}

const region = process.env['AWS_REGION'] ?? process.env['AWS_DEFAULT_REGION'] ?? 'us-east-1';
const modelId = process.env['LANE_BEDROCK_MODEL_ID'] ?? DEFAULT_BEDROCK_MODEL_ID;
const client = createBedrockClient({ region });

if (!process.env['AWS_BEARER_TOKEN_BEDROCK']) {
  try {
    await withTimeout(client.config.credentials(), CREDENTIAL_CHECK_MS);
  } catch (error) {
    console.log(
      `AWS credentials looked present (${source}) but could not be loaded: ${error instanceof Error ? error.message : String(error)}. Nothing was sent to Bedrock.`,
    );
    process.exit(0);
  }
}

let usage = { inputTokens: 0, outputTokens: 0 };
const assistant = new BedrockAssistant({
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

const scenarios = loadEvalScenarios();
console.log(
  `Evaluating ${scenarios.length} scenarios against ${modelId} in ${region} (credentials: ${source}).`,
);

const results: ScenarioResult[] = [];
for (const scenario of scenarios) {
  usage = { inputTokens: 0, outputTokens: 0 };
  const started = performance.now();
  let problems: string[];
  let answer: ChatResponse | undefined;
  try {
    const run = await runScenario(assistant, scenario);
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
    ...usage,
    answer,
  });
  console.log(`${problems.length === 0 ? 'pass' : 'FAIL'}  ${scenario.id} (${seconds.toFixed(1)} s)`);
}

const passed = results.filter((result) => result.problems.length === 0).length;
const totalSeconds = results.reduce((sum, result) => sum + result.seconds, 0);
const report = [
  '# Lane chat evaluation: Amazon Bedrock',
  '',
  `- Model: \`${modelId}\` in ${region}`,
  `- Run: ${new Date().toISOString()}`,
  `- Result: ${passed} of ${results.length} scenarios passed`,
  `- Time: ${totalSeconds.toFixed(1)} s in all, ${(totalSeconds / results.length).toFixed(1)} s per scenario on average`,
  `- Tokens: ${results.reduce((sum, result) => sum + result.inputTokens, 0)} in, ${results.reduce((sum, result) => sum + result.outputTokens, 0)} out`,
  '',
  '| Scenario | Language | Result | Seconds | Tokens in/out | Problems |',
  '|---|---|---|---|---|---|',
  ...results.map(
    (result) =>
      `| ${result.id} | ${result.language} | ${result.problems.length === 0 ? 'pass' : '**fail**'} | ${result.seconds.toFixed(1)} | ${result.inputTokens}/${result.outputTokens} | ${cell(result.problems.join('; '))} |`,
  ),
  '',
  '## Answers',
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
].join('\n');

writeFileSync(REPORT_PATH, report);
console.log(`${passed} of ${results.length} scenarios passed. Report: ${REPORT_PATH}`);
process.exit(passed === results.length ? 0 : 1);
