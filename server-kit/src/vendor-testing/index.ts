export { type Fault, type FakeBet, FakeKhelaWallet, type FakeKhelaWalletOptions, type Hold, type MoneyAction, type ReceivedCall } from './fake-khela-wallet';
