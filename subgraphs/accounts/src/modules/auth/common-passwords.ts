/**
 * Some of the most common passwords from public breach corpora (top lists such as SecLists'
 * "10k-most-common"). Compared case-insensitively; shorter ones are refused by the length rule anyway.
 */
export const commonPasswords: readonly string[] = [
  '123456', 'password', '12345678', 'qwerty', '123456789', '12345', '1234', '111111', '1234567', 'dragon',
  '123123', 'baseball', 'abc123', 'football', 'monkey', 'letmein', '696969', 'shadow', 'master', '666666',
  'qwertyuiop', '123321', 'mustang', '1234567890', 'michael', '654321', 'superman', '1qaz2wsx', '7777777',
  '121212', '000000', 'qazwsx', '123qwe', 'killer', 'trustno1', 'jordan', 'jennifer', 'zxcvbnm', 'asdfgh',
  'hunter', 'buster', 'soccer', 'harley', 'batman', 'andrew', 'tigger', 'sunshine', 'iloveyou', '2000',
  'charlie', 'robert', 'thomas', 'hockey', 'ranger', 'daniel', 'starwars', 'klaster', '112233', 'george',
  'computer', 'michelle', 'jessica', 'pepper', '1111', 'zxcvbn', '555555', '11111111', '131313', 'freedom',
  '777777', 'pass', 'maggie', '159753', 'aaaaaa', 'ginger', 'princess', 'joshua', 'cheese', 'amanda',
  'summer', 'love', 'ashley', 'nicole', 'chelsea', 'biteme', 'matthew', 'access', 'yankees', '987654321',
  'dallas', 'austin', 'thunder', 'taylor', 'matrix', 'mobilemail', 'mom', 'monitor', 'monitoring', 'montana',
  'moon', 'moscow', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'welcome',
  'welcome1', 'welcome123', 'admin', 'admin123', 'administrator', 'root', 'toor', 'changeme', 'secret',
  'secret123', 'qwerty123', 'qwerty1', 'qwe123', '1q2w3e4r', '1q2w3e4r5t', '1q2w3e', 'zaq12wsx', 'q1w2e3r4',
  'abcdef', 'abcd1234', 'abc12345', 'a123456', 'aa123456', '123abc', 'iloveyou1', 'princess1', 'sunshine1',
  'football1', 'baseball1', 'monkey1', 'dragon1', 'master1', 'shadow1', 'letmein1', 'flower', 'hello',
  'hello123', 'hellokitty', 'lovely', 'loveme', 'babygirl', 'angel', 'angel1', 'butterfly', 'purple',
  'jesus', 'jesus1', 'blessed', 'forever', 'friends', 'family', 'mother', 'mommy', 'mommy1', 'momlove',
  'iloveyou2', 'anthony', 'william', 'justin', 'samantha', 'hannah', 'jasmine', 'sophie', 'charlotte',
  'olivia', 'emily', 'chocolate', 'cookie', 'banana', 'orange', 'apple', 'computer1', 'internet', 'google',
  'facebook', 'instagram', 'whatever', 'nothing', 'trustme', 'starwars1', 'pokemon', 'naruto', 'minecraft',
  'fuckyou', 'asshole', 'bailey', 'tiffany', 'jennifer1', 'qwertyu', 'asdfghjkl', 'asdf1234', 'zxcv1234',
  '11111', '123', '12341234', '123654', '123456a', '123456q', '1234qwer', '147258369', '147258', '159357',
  '222222', '88888888', '99999999', '00000000', '12121212', '2020', '2021', '2022', '2023', '2024',
  '2025', '2026', 'momstride', 'momstride1', 'momstride123', 'letmein123', 'iloveyou123', 'test', 'test123',
  'testing', 'guest', 'default', 'login', 'user', 'demo',
];
