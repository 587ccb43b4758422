import * as fc from 'fast-check';
import type { FuzzRequest } from './fuzz-request.ts';
import type { FuzzWorld } from './fuzz-world.ts';
import {
  graphql,
  hostedForms,
  longUrls,
  oddHeaders,
  servicePaths,
  tokenEndpoint,
} from './generators/door-requests.ts';
import { v1Path, v1Query, v1Report, v1Write } from './generators/v1-requests.ts';

/** Every family of hostile request, weighted towards the deep ones. */
export function fuzzRequests(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 6, arbitrary: v1Query() },
    { weight: 2, arbitrary: v1Report() },
    { weight: 4, arbitrary: v1Write(world) },
    { weight: 3, arbitrary: v1Path(world) },
    { weight: 4, arbitrary: graphql(world) },
    { weight: 2, arbitrary: tokenEndpoint() },
    { weight: 2, arbitrary: oddHeaders() },
    { weight: 1, arbitrary: longUrls() },
    { weight: 1, arbitrary: hostedForms() },
    { weight: 2, arbitrary: servicePaths() },
  );
}
