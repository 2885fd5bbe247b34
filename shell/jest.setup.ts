import { addNamespace } from '@khela/shared';
import chatBn from '@/features/chat/locales/chat.bn.json';
import chatEn from '@/features/chat/locales/chat.en.json';
import identityBn from '@/features/identity/locales/bn.json';
import identityEn from '@/features/identity/locales/en.json';
import bn from '@/locales/bn.json';
import en from '@/locales/en.json';

// In the site these arrive lazily (the shell's at start, identity's with its popups).
addNamespace('shell', { bn, en });
addNamespace('identity', { bn: identityBn, en: identityEn });
addNamespace('chat', { bn: chatBn, en: chatEn });
