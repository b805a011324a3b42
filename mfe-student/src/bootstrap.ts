// A portal runs inside the shell, which loads './routes' through Module Federation; loaded on its
// own it only says where it belongs.
console.info('This portal is loaded by the shell; open the shell instead.');
export {};
