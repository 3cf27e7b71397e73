/** Why a request that fitted the contract was still refused, in words for the director. */
export class HallViewRefusal extends Error {}
