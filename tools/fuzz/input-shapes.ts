import { join } from 'node:path';
import ts from 'typescript';

// The input of every registered API as a value the fuzzer can walk, read from the contracts'
// compile-time types (libs/contracts: api<I, O>() keeps I only as a phantom type). TypeScript's own
// checker resolves each API's `__input`, so a new API is described the moment it is registered.
// What a type cannot say (a string's length, a date's format, a number's range) lives in the forms of
// libs/domain; the fuzzer guesses formats from field names (plausibleFor in hostile-input.ts).
export type Shape =
  | { kind: 'string' | 'number' | 'boolean' | 'null' | 'unknown' | 'never' }
  | { kind: 'literal'; value: string | number | boolean }
  | { kind: 'union'; of: Shape[] }
  | { kind: 'array'; of: Shape }
  // rest: the value type of an index signature (Record<string, X>), null when there is none
  | { kind: 'object'; fields: Field[]; rest: Shape | null };
export type Field = { name: string; optional: boolean; shape: Shape };

const ROOT = join(__dirname, '..', '..');
const REGISTRY = join(ROOT, 'libs', 'contracts', 'src', 'api', 'registry.ts');
// Types nest deeper than any input does only through recursion; the walk stops there.
const MAX_DEPTH = 8;

const compilerOptions = (): ts.CompilerOptions => {
  const file = join(ROOT, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(file, (p) => ts.sys.readFile(p));
  // no ambient @types: the contracts need none, and loading them all costs seconds
  return { ...ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options, noEmit: true, types: [] };
};

export function deriveInputShapes(): Record<string, Shape> {
  const program = ts.createProgram([REGISTRY], compilerOptions());
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(REGISTRY);
  const module = source && checker.getSymbolAtLocation(source);
  const registry = module && checker.getExportsOfModule(module).find((s) => s.name === 'API_REGISTRY');
  if (!source || !registry) throw new Error(`API_REGISTRY not found in ${REGISTRY}`);

  const toShape = (type: ts.Type, depth: number): Shape => {
    if (depth > MAX_DEPTH) return { kind: 'unknown' };
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return { kind: 'unknown' };
    if (f & ts.TypeFlags.Never) return { kind: 'never' };
    if (f & ts.TypeFlags.Null) return { kind: 'null' };
    if (type.isStringLiteral() || type.isNumberLiteral()) return { kind: 'literal', value: type.value };
    if (f & ts.TypeFlags.BooleanLiteral) return { kind: 'literal', value: checker.typeToString(type) === 'true' };
    if (f & ts.TypeFlags.String) return { kind: 'string' };
    if (f & ts.TypeFlags.Number) return { kind: 'number' };
    if (f & ts.TypeFlags.Boolean) return { kind: 'boolean' };
    if (type.isUnion()) {
      const of = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined)).map((t) => toShape(t, depth + 1));
      return of.length === 1 ? of[0] : { kind: 'union', of };
    }
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const args = checker.getTypeArguments(type as ts.TypeReference);
      return { kind: 'array', of: args.length ? toShape(args[0], depth + 1) : { kind: 'unknown' } };
    }
    if (f & ts.TypeFlags.Object || type.isIntersection()) {
      const fields = checker.getPropertiesOfType(type).map((p) => ({
        name: p.name,
        optional: (p.flags & ts.SymbolFlags.Optional) !== 0,
        shape: toShape(checker.getTypeOfSymbol(p), depth + 1),
      }));
      const index = checker.getIndexInfosOfType(type).find((i) => i.keyType.flags & ts.TypeFlags.String);
      return { kind: 'object', fields, rest: index ? toShape(index.type, depth + 1) : null };
    }
    return { kind: 'unknown' };
  };

  const shapes: Record<string, Shape> = {};
  for (const api of checker.getPropertiesOfType(checker.getTypeOfSymbol(registry))) {
    const input = checker.getPropertyOfType(checker.getTypeOfSymbol(api), '__input');
    shapes[api.name] = input ? toShape(checker.getTypeOfSymbol(input), 0) : { kind: 'unknown' };
  }
  return shapes;
}
