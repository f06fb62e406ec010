import type { Template } from 'aws-cdk-lib/assertions';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- CloudFormation JSON is untyped
export type Json = any;

export interface Resource {
  readonly Type: string;
  readonly Properties?: Json;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
}

export const resourcesOf = (template: Template, type: string): Record<string, Resource> =>
  template.findResources(type) as Record<string, Resource>;

/** The one resource of a type, failing when there is not exactly one. */
export function onlyResource(template: Template, type: string): [string, Resource] {
  const entries = Object.entries(resourcesOf(template, type));
  if (entries.length !== 1) throw new Error(`Expected one ${type}, found ${entries.length}`);
  return entries[0]!;
}

/** 'DataTable5C3A0B2E' → 'DataTable': logical ids without CDK's hash, stable and readable. */
export const readableId = (logicalId: string): string => logicalId.replace(/[0-9A-F]{8}$/, '');

/**
 * CloudFormation values as text that reads like the template: {Ref: X} → 'X', GetAtt → 'X.Arn',
 * joins concatenated, pseudo parameters as ${AWS::Region}. Hashes are dropped from logical ids.
 */
export function render(value: Json): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(render).join(',');
  if (value && typeof value === 'object') {
    if ('Ref' in value) {
      const ref = String(value.Ref);
      return ref.startsWith('AWS::') ? `\${${ref}}` : readableId(ref);
    }
    if ('Fn::GetAtt' in value) return `${readableId(value['Fn::GetAtt'][0])}.${value['Fn::GetAtt'][1]}`;
    if ('Fn::Join' in value) return (value['Fn::Join'][1] as Json[]).map(render).join(value['Fn::Join'][0]);
    if ('Fn::Sub' in value) return String(value['Fn::Sub']);
    if ('Fn::Select' in value) return `select(${value['Fn::Select'][0]}, ${render(value['Fn::Select'][1])})`;
    if ('Fn::Split' in value) return `split('${value['Fn::Split'][0]}', ${render(value['Fn::Split'][1])})`;
  }
  return JSON.stringify(value);
}

/** The logical id of the Lambda function a LaneFunction construct path names (e.g. 'Api/Chat'). */
export function functionIdAt(template: Template, constructPath: string): string {
  const prefix = constructPath.replace(/\//g, '');
  const matches = Object.keys(resourcesOf(template, 'AWS::Lambda::Function')).filter(
    (id) => readableId(id) === `${prefix}Function`,
  );
  if (matches.length !== 1)
    throw new Error(`Expected one function at ${constructPath}, found ${matches.length}`);
  return matches[0]!;
}
