export { randomInt, seededRandom } from '@shared/random/seeded';
