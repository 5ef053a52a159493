/** The auth module's samples for the access matrix: the hasher's wildcard takes any text. */
import { type ParamSamples, sharedSample } from '../../test-support/access-samples';

export default async (): Promise<ParamSamples> => ({ '*': sharedSample('clave-de-prueba') });
