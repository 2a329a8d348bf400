/*
 * For the Wine run of CI only, never shipped: Rust's standard library for Windows (1.78 and
 * later) gets its random numbers from bcryptprimitives.dll!ProcessPrng, which Windows 10 and
 * 11 have and Debian's Wine 8.0 lacks, so the exe would not even start under it. This DLL,
 * put beside the exe in the test folder (never in the zip), gives ProcessPrng through
 * advapi32's RtlGenRandom (SystemFunction036), which Wine has.
 *
 * Built by packaging/windows with: x86_64-w64-mingw32-gcc -shared -O2 -o
 * bcryptprimitives.dll processprng.c processprng.def -ladvapi32
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) {
            return FALSE;
        }
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
