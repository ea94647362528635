// The hostile-input corpus's attempts (tests/api/hostile-input*.test.ts): a route's valid request with one bad
// value at a time in its body, params, query or headers (the classes of tests/support/hostile-values.ts).
import type { HttpMethod, RouteFile } from "../../support/route-files";
import {
  BODY_CLASSES,
  DATE_CLASSES,
  FIELD_CLASSES,
  HEADER_CLASSES,
  PARAM_CLASSES,
  QUERY_CLASSES,
  isDateLike,
  type ValueClass,
} from "../../support/hostile-values";
import { GENERIC_SAMPLE, QUERY_SAMPLES, SAMPLES } from "./samples";
import { paramsFor, type World } from "./world";

export type Attempt = {
  label: string;
  params: Record<string, string>;
  query?: Record<string, string>;
  body?: string | Uint8Array;
  headers?: Record<string, string>;
  mustRefuse?: boolean;
  field?: string;
};

/** Paths to every leaf of a sample body (a.b, a.0.c), up to three levels deep. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (path.length < 3 && value && typeof value === "object") {
    const entries = Array.isArray(value) ? value.slice(0, 1).map((v, i) => [i, v] as const) : Object.entries(value);
    const out = entries.flatMap(([k, v]) => leaves(v, [...path, k]));
    return out.length ? out : [path];
  }
  return [path];
}

function withValue(sample: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const copy: any = Array.isArray(sample) ? [...sample] : { ...(sample as object) };
  copy[path[0]] = withValue(copy[path[0]], path.slice(1), value);
  return copy;
}

const at = (sample: unknown, path: (string | number)[]) => path.reduce<any>((v, k) => v?.[k], sample);

export function bodyAttempts(route: RouteFile, method: HttpMethod, w: World): Attempt[] {
  const params = paramsFor(route, w);
  const sample = (SAMPLES[`${method} ${route.pattern}`] ?? (() => GENERIC_SAMPLE))(w);
  const out: Attempt[] = BODY_CLASSES.map((c) => ({
    label: `body: ${c.name}`,
    params,
    body: c.raw,
    mustRefuse: c.mustRefuse && Boolean(SAMPLES[`${method} ${route.pattern}`]),
  }));
  for (const path of leaves(sample)) {
    const field = path.join(".");
    const known = Boolean(SAMPLES[`${method} ${route.pattern}`]);
    const classes: ValueClass[] = [...FIELD_CLASSES, ...(isDateLike(at(sample, path)) ? DATE_CLASSES : [])];
    for (const c of classes) {
      out.push({
        label: `${field}: ${c.name}`,
        params,
        body: JSON.stringify(withValue(sample, path, c.value)),
        mustRefuse: c.mustRefuse && known,
        field: path[path.length - 1] === undefined ? undefined : String(path[path.length - 1]),
      });
    }
  }
  return out;
}

export function paramAttempts(route: RouteFile, w: World): Attempt[] {
  const good = paramsFor(route, w);
  return route.params.flatMap((name) =>
    PARAM_CLASSES.map((c) => ({
      label: `param ${name}: ${c.name}`,
      params: { ...good, [name]: c.value as string },
      body: "{}",
      mustRefuse: c.mustRefuse,
      field: name,
    })),
  );
}

export function queryAttempts(route: RouteFile, w: World): Attempt[] {
  const params = paramsFor(route, w);
  const sample = { ...(QUERY_SAMPLES[route.pattern] ?? {}), q: "loops" };
  return Object.entries(sample).flatMap(([key, good]) =>
    [...FIELD_CLASSES, ...QUERY_CLASSES, ...(isDateLike(good) ? DATE_CLASSES : [])]
      .filter((c) => typeof c.value === "string")
      // A URL cannot carry a lone surrogate (it is encoded, and decoded, as U+FFFD); only keys the route reads must refuse.
      .map((c) => ({
        label: `query ${key}: ${c.name}`,
        params,
        query: { ...sample, [key]: c.value as string },
        mustRefuse: c.mustRefuse && key !== "q" && !c.name.includes("surrogate"),
        field: key,
      })),
  );
}

export function headerAttempts(route: RouteFile, w: World): Attempt[] {
  return HEADER_CLASSES.map((c) => ({
    label: `headers: ${c.name}`,
    params: paramsFor(route, w),
    headers: c.headers,
    body: "{}",
  }));
}
